/** A language the guest can pick, named in its own language ("Deutsch", "English"). */
export interface Language {
  readonly id: string;
  readonly name: string;
  /** BCP 47 tag of the name, so screen readers pronounce it right (e.g. "de"). */
  readonly lang?: string;
}
