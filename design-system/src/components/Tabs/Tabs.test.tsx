import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

function RoomTabs() {
  return (
    <Tabs disabledKeys={['gallery']}>
      <TabList aria-label="Room details">
        <Tab id="overview">Overview</Tab>
        <Tab id="gallery" note="No photos yet">
          Gallery
        </Tab>
        <Tab id="amenities">Amenities</Tab>
      </TabList>
      <TabPanel id="overview">Lake view</TabPanel>
      <TabPanel id="gallery">Photos</TabPanel>
      <TabPanel id="amenities">Balcony</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves with the arrow keys, skips a disabled tab, and shows focus @wcag-2.1.1 @wcag-2.4.7', async () => {
    render(<RoomTabs />);
    const user = userEvent.setup();
    await user.tab();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview).toHaveFocus();
    expect(overview).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Amenities' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Balcony');
    await user.keyboard('{Home}');
    expect(overview).toHaveAttribute('aria-selected', 'true');
  });

  it('says why a tab is disabled in its name', () => {
    render(<RoomTabs />);
    const gallery = screen.getByRole('tab', { name: 'Gallery No photos yet' });
    expect(gallery).toHaveAttribute('aria-disabled', 'true');
  });

  it('moves from the tab list into the panel with Tab', async () => {
    render(<RoomTabs />);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
