import type { Preview } from '@storybook/react-vite'

// Deliberately bare: each story brings its own host setup (wagmi, react-query, FerryProvider), as
// a dApp would, so no global decorator hides what a story needs.
const preview: Preview = {
  parameters: {
    layout: 'padded',
  },
}

export default preview
