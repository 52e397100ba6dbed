import type { Preview } from '@storybook/react-vite'
import { WIDGET_LOCALES } from '../src/widget/i18n/resolveLocale'

// Deliberately bare: each story brings its own host setup (wagmi, react-query, FerryProvider), as
// a dApp would, so no global decorator hides what a story needs. The one global is the language:
// the toolbar's Locale sets every widget's `locale` (the parts' root reads it too, partRoot.tsx).
const preview: Preview = {
  parameters: {
    layout: 'padded',
  },
  globalTypes: {
    locale: {
      description: 'The widget’s locale',
      toolbar: { title: 'Locale', icon: 'globe', items: ['auto', ...WIDGET_LOCALES], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'auto' },
  decorators: [
    // `auto` leaves the prop out: the browser's languages decide, as on a dApp.
    (Story, { args, globals }) => (globals.locale && globals.locale !== 'auto' ? Story({ args: { ...args, locale: globals.locale } }) : Story()),
  ],
}

export default preview
