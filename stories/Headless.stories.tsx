import type { Meta, StoryObj } from '@storybook/react-vite'
import { withDevnetHost } from './devnet/DevnetHost'

function Placeholder() {
  return <p>The headless bridge lands with the hooks.</p>
}

const meta = {
  title: 'Hooks/Headless bridge',
  component: Placeholder,
  decorators: [withDevnetHost],
} satisfies Meta<typeof Placeholder>

export default meta

export const OnTheDevnet: StoryObj<typeof meta> = {}
