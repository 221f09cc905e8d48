import type { HttpClient, Query } from '@venue/api-client';
import {
  ApiKey,
  type ApiKeyCreate,
  ApiKeyCreated,
  ApiKeyList,
  type BlockCreateInput,
  BlockListResponse,
  BlockSchema,
  type CalendarFeedAddBody,
  CalendarFeedAdded,
  CalendarFeedList,
  CalendarFeed as CalendarFeedSchema,
  type ExternalLoginCompleteBody,
  ExternalLoginResponse,
  ExternalProviderList,
  type GroupBlockActionInput,
  type GroupCreateInput,
  GroupListResponse,
  GroupSchema,
  InvitationAccepted,
  type MessageBody,
  MessageCategoryList,
  MessageOverviewResponse,
  MessageThread,
  OutboxList,
  OutboxMail,
  type PaymentProviderBody,
  PaymentProviderSettings,
  type PropertyCreateFields,
  type PropertyUserAddBody,
  PropertyUserAdded,
  PropertyUserList,
  PropertyUser as PropertyUserSchema,
  PushDevice,
  type PushDeviceAddBody,
  PushDeviceListResponse,
  PushPublicKey,
  RESOURCE_SCHEMAS,
  RoomingListResponse,
  type SignupBody,
  type StaffBookingCreateInput,
  StaffBookingDetail,
  StaffBookingListResponse,
  StaffBookingQuote,
  type StaffBookingQuoteInput,
  StaffDashboard,
  StaffLoginResponse,
  type StaffOfferEditInput,
  StaffOfferEditPreview,
  type StaffPaymentBody,
  type StaffPaymentRequestBody,
  StaffSessionUser,
  UnitUnavailabilityResponse,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  type WebhookEndpointCreate,
  WebhookEndpointCreated,
  WebhookEndpointList,
  type WebhookEndpointUpdate,
} from '@venue/contract';
import { z } from 'zod';
import { createResourceApi, uploadDocument } from './resources.ts';

const LogoutResponse = z.unknown();
/** The password calls answer 202/204 without a body. */
const NoBody = z.unknown();

/** The answer of a staff action (docs/api.md#staff-actions-on-a-booking): the booking's new state and version. */
const StaffBookingActionResponse = StaffBookingDetail.pick({
  id: true,
  version: true,
  bookingstate: true,
  optionDate: true,
  bookingcode: true,
  allowedActions: true,
}).extend({ total: StaffBookingDetail.shape.total });

/** The staff API the property app calls (docs/api.md#staff-accounts), parsed by the server's own schemas. */
export function createApi(client: HttpClient) {
  return {
    /** POST /api/login by e-mail and password: the user and a new token pair. */
    login: (username: string, password: string) =>
      client.post('/api/login', { username, password }, StaffLoginResponse),
    /** POST /api/login with the refresh token of an earlier login: a new token pair. */
    refresh: (refreshToken: string) => client.post('/api/login', { refreshToken }, StaffLoginResponse),
    /** POST /api/logout: ends the session of the current token. */
    logout: () => client.post('/api/logout', {}, LogoutResponse),
    /** GET /api/session/user: the logged-in user with their properties. */
    sessionUser: () => client.get('/api/session/user', StaffSessionUser),
    /** GET /api/staff/dashboard: each of the user's properties with today's and upcoming arrivals by state. */
    dashboard: () => client.get('/api/staff/dashboard', StaffDashboard),
    /** GET /api/staff/booking/list: a page of the bookings inbox (docs/api.md#the-bookings-inbox). */
    bookingList: (query: Query) => client.get('/api/staff/booking/list', StaffBookingListResponse, query),
    /** GET /api/staff/booking/{id}: a booking with its lines, history and allowed actions; marks it seen. */
    booking: (id: number) => client.get(`/api/staff/booking/${id}`, StaffBookingDetail),
    /** POST /api/staff/booking/{id}/{action} with the version the user saw (and an offer's option date). */
    bookingAction: (
      id: number,
      action: Exclude<StaffBookingDetail['allowedActions'][number], 'edit'>,
      body: { version: number; optionDate?: string | null },
    ) => client.post(`/api/staff/booking/${id}/${action}`, body, StaffBookingActionResponse),
    /** POST /api/staff/booking/{id}/payment (docs/rules.md#the-payment-ledger): a payment the hotel received. */
    recordPayment: (id: number, body: StaffPaymentBody) =>
      client.post(`/api/staff/booking/${id}/payment`, body, StaffBookingActionResponse),
    /** POST /api/staff/booking/{id}/payment-request (docs/api.md#payment-request): mail the booker the link to pay. */
    requestPayment: (id: number, body: StaffPaymentRequestBody) =>
      client.post(`/api/staff/booking/${id}/payment-request`, body, StaffBookingActionResponse),
    /**
     * POST /api/staff/booking/{id}/payment/capture|release (docs/payments.md#capturing-later): take the payment
     * authorised at the provider, or let it go, at the version the user saw.
     */
    settleAuthorisation: (id: number, op: 'capture' | 'release', body: StaffPaymentRequestBody) =>
      client.post(`/api/staff/booking/${id}/payment/${op}`, body, StaffBookingActionResponse),
    /** POST /api/staff/booking/quote (docs/api.md#staff-bookings): the price of a booking staff enter, unstored. */
    quoteBooking: (body: StaffBookingQuoteInput) =>
      client.post('/api/staff/booking/quote', body, StaffBookingQuote),
    /** POST /api/staff/booking/add: a booking taken by phone, e-mail or at the desk; its id, state and total. */
    addBooking: (body: StaffBookingCreateInput) =>
      client.post('/api/staff/booking/add', body, StaffBookingActionResponse),
    /** POST /api/staff/booking/{id}/edit (docs/api.md#staff-offer-edit): lines and agreed prices, with the version. */
    editOffer: (id: number, body: StaffOfferEditInput) =>
      client.post(`/api/staff/booking/${id}/edit`, body, StaffBookingActionResponse),
    /** POST /api/staff/booking/{id}/edit/preview: the total before and after an edit, nothing stored. */
    previewOfferEdit: (id: number, body: StaffOfferEditInput) =>
      client.post(`/api/staff/booking/${id}/edit/preview`, body, StaffOfferEditPreview),
    /**
     * POST /api/signup (docs/api.md#signup-and-e-mail-verification): a new account that signs in only once the
     * mailed link verified its e-mail (202).
     */
    signup: (body: SignupBody) => client.post('/api/signup', body, NoBody),
    /** POST /api/signup/verify: verifies the e-mail with the mailed link's token (204). */
    verifyEmail: (token: string) => client.post('/api/signup/verify', { token }, NoBody),
    /** POST /api/signup/verify/resend: mails the verification link again if the account waits for it (202). */
    resendVerification: (email: string) => client.post('/api/signup/verify/resend', { email }, NoBody),
    /** POST /api/password/reset: mails a reset link if the e-mail has an account (always 202). */
    requestPasswordReset: (email: string) => client.post('/api/password/reset', { email }, NoBody),
    /** POST /api/password/update/token: a new password with the mailed token (204). */
    resetPassword: (token: string, password: string) =>
      client.post('/api/password/update/token', { token, password }, NoBody),
    /** POST /api/password/update (logged in): the current and a new password (204). */
    changePassword: (oldPassword: string, password: string) =>
      client.post('/api/password/update', { oldPassword, password }, NoBody),
    /** GET /api/login/external (docs/api.md#external-logins): the providers the login page offers. */
    externalProviders: () => client.get('/api/login/external', ExternalProviderList),
    /** POST /api/loginbyexternalaccount: completes the external login waiting in this browser (cookie). */
    loginByExternalAccount: (body: ExternalLoginCompleteBody) =>
      client.post('/api/loginbyexternalaccount', body, ExternalLoginResponse),
    /** GET /api/dev/outbox (development servers only, else 404): the mails written instead of sent. */
    outbox: () => client.get('/api/dev/outbox', OutboxList),
    /** GET /api/dev/outbox/{id}: one mail of the dev outbox with its text and links. */
    outboxMail: (id: string) => client.get(`/api/dev/outbox/${encodeURIComponent(id)}`, OutboxMail),
    /** GET /api/staff/messages/{bookingId} (docs/api.md#messages): the thread; marks the booker's messages read. */
    messages: (bookingId: number) => client.get(`/api/staff/messages/${bookingId}`, MessageThread),
    /** POST /api/staff/messages/{bookingId}: a staff answer; the thread as it is now. */
    sendMessage: (bookingId: number, body: MessageBody) =>
      client.post(`/api/staff/messages/${bookingId}`, body, MessageThread),
    /** GET /api/messagecategory/list: what a message can be about (spec 3 message category). */
    messageCategories: () => client.get('/api/messagecategory/list', MessageCategoryList),
    /** GET /api/messageoverview/list: the conversations of the user's properties, newest first. */
    messageOverview: (query: Query) =>
      client.get('/api/messageoverview/list', MessageOverviewResponse, query),
    /** GET /api/pushdevice/publickey (docs/api.md#web-push): the server's VAPID key. */
    pushPublicKey: () => client.get('/api/pushdevice/publickey', PushPublicKey),
    /** POST /api/pushdevice/add: registers this browser's push subscription for the user. */
    addPushDevice: (body: PushDeviceAddBody) => client.post('/api/pushdevice/add', body, PushDevice),
    /** GET /api/pushdevice/list filtered by this browser's subscription endpoint. */
    pushDevices: (pushdevicetoken: string) =>
      client.get('/api/pushdevice/list', PushDeviceListResponse, { 'f.pushdevicetoken': pushdevicetoken }),
    /** DELETE /api/pushdevice/delete/{id} (204). */
    deletePushDevice: (id: number) => client.delete(`/api/pushdevice/delete/${id}`, NoBody),
    /** GET /api/staff/property/{propertyId}/users (docs/api.md#property-users): the property's members. */
    propertyUsers: (propertyId: number) =>
      client.get(`/api/staff/property/${propertyId}/users`, PropertyUserList),
    /** POST /api/staff/property/{propertyId}/users (owners): invites an e-mail by mail (docs/api.md#property-users). */
    addPropertyUser: (propertyId: number, body: PropertyUserAddBody) =>
      client.post(`/api/staff/property/${propertyId}/users`, body, PropertyUserAdded),
    /** POST /api/staff/property/{propertyId}/users/{userId} (owners): a member's new role. */
    changePropertyUserRole: (propertyId: number, userId: number, role: PropertyUserAddBody['role']) =>
      client.post(`/api/staff/property/${propertyId}/users/${userId}`, { role }, PropertyUserSchema),
    /** DELETE /api/staff/property/{propertyId}/users/{userId} (owners, or oneself): ends the membership (204). */
    removePropertyUser: (propertyId: number, userId: number) =>
      client.delete(`/api/staff/property/${propertyId}/users/${userId}`, NoBody),
    /** GET /api/staff/property/{propertyId}/payment-provider (owners; docs/api.md#payment-provider): no secrets. */
    paymentProvider: (propertyId: number) =>
      client.get(`/api/staff/property/${propertyId}/payment-provider`, PaymentProviderSettings),
    /** PUT the same (owners) with the version read: the set-up as stored, secrets as "set, ends in …". */
    savePaymentProvider: (propertyId: number, body: PaymentProviderBody) =>
      client.put(`/api/staff/property/${propertyId}/payment-provider`, body, PaymentProviderSettings),
    /** POST /api/staff/invitation/accept: the signed-in, invited account accepts with the mailed token. */
    acceptInvitation: (token: string) =>
      client.post('/api/staff/invitation/accept', { token }, InvitationAccepted),
    /** The property's offer through the generic resource pattern (docs/api.md#resources), per base. */
    resources: createResourceApi(client),
    /** POST /api/staff/document/upload: an image of the property, with progress (docs/api.md#documents). */
    /** Units out of sale (docs/api.md#blocks-and-unavailability). */
    blocks: {
      list: (query: Query) => client.get('/api/staff/block/list', BlockListResponse, query),
      add: (body: BlockCreateInput) => client.post('/api/staff/block/add', body, BlockSchema),
      /** Its units are for sale again at once; a stale version rejects with 409. */
      release: (id: number, version: number) =>
        client.post(`/api/staff/block/${id}/release`, { version }, BlockSchema),
      /** Per unit, the periods bookings and blocks hold it in the days `f.dateframeFrom` .. `f.dateframeTo`. */
      unitOccupancy: (query: Query) =>
        client.get('/api/staff/calendar/unit/unavailability/list', UnitUnavailabilityResponse, query),
    },
    /** A group booking's rooms held for its attendees (docs/api.md#group-blocks). */
    groups: {
      /** The organiser's booking's groups, oldest first, each with its blocks and pickup summary today. */
      list: (bookingId: number) =>
        client.get('/api/staff/group/list', GroupListResponse, { 'f.organiserBookingId': bookingId }),
      /** A new group with its blocks, each tentative (201). */
      add: (body: GroupCreateInput) => client.post('/api/staff/group/add', body, GroupSchema),
      /** Confirm, reduce, change, release or cancel a block with the version seen: the group as it is now. */
      act: (groupId: number, blockId: number, body: GroupBlockActionInput) =>
        client.post(`/api/staff/group/${groupId}/block/${blockId}`, body, GroupSchema),
      /** Who picked up which nights, paid or not, by arrival. */
      roomingList: (groupId: number) =>
        client.get(`/api/staff/group/${groupId}/roominglist`, RoomingListResponse),
      /** The rooming list as CSV text (the column names in the app's language), for a download. */
      roomingListCsv: (groupId: number) => client.text(`/api/staff/group/${groupId}/roominglist.csv`),
    },
    /** The property's iCalendar feeds (docs/api.md#calendar-sync). */
    calendarFeeds: {
      list: (propertyId: number) =>
        client.get(`/api/staff/property/${propertyId}/calendarfeeds`, CalendarFeedList),
      /** An export's secret URL (`feedUrl`) is in this answer only. */
      add: (propertyId: number, body: CalendarFeedAddBody) =>
        client.post(`/api/staff/property/${propertyId}/calendarfeeds`, body, CalendarFeedAdded),
      /** Fetches an import feed now: the feed with its new `lastFetchedAt` and `lastError`. */
      sync: (propertyId: number, id: number) =>
        client.post(`/api/staff/property/${propertyId}/calendarfeeds/${id}/sync`, {}, CalendarFeedSchema),
      /** Revokes an export (its URL answers 404 from then on) or removes an import and releases its blocks (204). */
      remove: (propertyId: number, id: number) =>
        client.delete(`/api/staff/property/${propertyId}/calendarfeeds/${id}`, NoBody),
    },
    /** The property's outgoing webhooks (owners; docs/integrations.md#webhooks). */
    webhooks: {
      list: (propertyId: number) =>
        client.get(`/api/staff/property/${propertyId}/webhooks`, WebhookEndpointList),
      /** The answer carries the signing secret (`whsec_…`), this once. */
      create: (propertyId: number, body: WebhookEndpointCreate) =>
        client.post(`/api/staff/property/${propertyId}/webhooks`, body, WebhookEndpointCreated),
      /** With the version read; a stale one rejects with 409. */
      update: (propertyId: number, id: number, body: WebhookEndpointUpdate) =>
        client.put(`/api/staff/property/${propertyId}/webhooks/${id}`, body, WebhookEndpoint),
      /** Deletes the endpoint and its delivery log (204). */
      remove: (propertyId: number, id: number) =>
        client.delete(`/api/staff/property/${propertyId}/webhooks/${id}`, NoBody),
      /** A page of the delivery log, newest first; `before` is the previous page's `next`. */
      deliveries: (propertyId: number, id: number, before: number | null) =>
        client.get(
          `/api/staff/property/${propertyId}/webhooks/${id}/deliveries`,
          WebhookDeliveryPage,
          before === null ? {} : { before },
        ),
      /** The delivery is due again now, with the same id and body (202). */
      resend: (propertyId: number, id: number, deliveryId: number) =>
        client.post(
          `/api/staff/property/${propertyId}/webhooks/${id}/deliveries/${deliveryId}/resend`,
          {},
          WebhookDelivery,
        ),
      /** A `webhook.test` event for this endpoint alone (202). */
      test: (propertyId: number, id: number) =>
        client.post(`/api/staff/property/${propertyId}/webhooks/${id}/test`, {}, WebhookDelivery),
    },
    /** The property's API keys for machines (owners; docs/integrations.md#api-keys). */
    apiKeys: {
      list: (propertyId: number) => client.get(`/api/staff/property/${propertyId}/apikeys`, ApiKeyList),
      /** The answer carries the whole key (`vk_…`), this once. */
      create: (propertyId: number, body: ApiKeyCreate) =>
        client.post(`/api/staff/property/${propertyId}/apikeys`, body, ApiKeyCreated),
      /** From now on the key answers 401. */
      revoke: (propertyId: number, id: number) =>
        client.post(`/api/staff/property/${propertyId}/apikeys/${id}/revoke`, {}, ApiKey),
    },
    /** POST /api/staff/property/add (docs/api.md#resources): a new property, the user its owner. */
    createProperty: (fields: PropertyCreateFields) =>
      client.post('/api/staff/property/add', fields, RESOURCE_SCHEMAS.property.row),
    uploadDocument: (...args: Parameters<typeof uploadDocument> extends [unknown, ...infer R] ? R : never) =>
      uploadDocument(client, ...args),
  };
}

export type Api = ReturnType<typeof createApi>;
