// Storybook's manager entry (the UI around the preview): local addons register here.
import './theme-panel/manager.tsx';
