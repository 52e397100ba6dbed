import type { Decorator } from '@storybook/react-vite'
import { WidgetRoot, type WidgetTheme } from '../../src/widget/index'
import '../../src/widget/styles.css'
import { StubHost, type StubParameters } from './stubHost'

/**
 * Decorator for the widget's parts: the offline stub host (the parts that read the wallet or the
 * service find them), then `WidgetRoot` (theme, labels, the portal container). `parameters.theme`
 * picks the theme; a dark theme gets a dark page. The toolbar's Locale picks the language.
 */
export const withPartRoot: Decorator = (Story, { parameters, globals }) => {
  const theme = (parameters.theme ?? 'light') as WidgetTheme
  return (
    <StubHost stub={parameters.stub as StubParameters | undefined}>
      <div style={{ width: 440, maxWidth: '100%', padding: 16, boxSizing: 'border-box', background: theme === 'dark' ? '#0d0f12' : 'transparent' }}>
        <WidgetRoot theme={theme} locale={globals.locale && globals.locale !== 'auto' ? String(globals.locale) : undefined}>
          <Story />
        </WidgetRoot>
      </div>
    </StubHost>
  )
}
