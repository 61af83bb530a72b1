// Manager side of the Theme panel: holds the designer's edits (one set per brand, kept while switching),
// renders the panel for the brand the preview announces, and sends the preview the CSS that shows the edits.
import * as React from 'react';
import { AddonPanel } from 'storybook/internal/components';
import { addons, types, useAddonState, useChannel } from 'storybook/manager-api';
import { ADDON_ID, PANEL_ID, THEME_EVENTS, type BrandThemeMessage } from './events.ts';
import { overrideCss, type Edits } from './model.ts';
import { ThemePanel } from './ThemePanel.tsx';

const NO_EDITS: Edits = {};
const NO_BRAND_EDITS: Record<string, Edits> = {};

function ThemePanelContainer(): React.ReactElement {
  // Addon state outlives the panel's React tree (closing and reopening the addon area keeps the edits).
  const [brand, setBrand] = useAddonState<BrandThemeMessage | null>(`${ADDON_ID}/brand`, null);
  const [editsByBrand, setEditsByBrand] = useAddonState<Record<string, Edits>>(`${ADDON_ID}/edits`, NO_BRAND_EDITS);
  const emit = useChannel({ [THEME_EVENTS.brand]: (message: BrandThemeMessage) => void setBrand(message) });
  const edits = (brand && editsByBrand[brand.brandId]) || NO_EDITS;

  // The story may have rendered before this panel mounted: ask for the brand once.
  React.useEffect(() => {
    emit(THEME_EVENTS.request);
  }, [emit]);
  // Every edit, and every brand switch or preview reload (a new message), re-sends the override CSS.
  React.useEffect(() => {
    if (brand) emit(THEME_EVENTS.override, { css: overrideCss(brand.brandId, brand.source, edits) });
  }, [brand, edits, emit]);

  if (!brand) return <p style={{ padding: 16 }}>Waiting for the story to report its brand…</p>;
  return (
    <ThemePanel
      brandId={brand.brandId}
      brandName={brand.brandName}
      mode={brand.mode}
      source={brand.source}
      edits={edits}
      // a merger, not a value: colour-picker drags can fire again before this component re-renders
      onEditsChange={(next) => void setEditsByBrand((all) => ({ ...all, [brand.brandId]: next }))}
    />
  );
}

addons.register(ADDON_ID, () => {
  addons.add(PANEL_ID, {
    type: types.PANEL,
    title: 'Theme',
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <ThemePanelContainer />
      </AddonPanel>
    ),
  });
});
