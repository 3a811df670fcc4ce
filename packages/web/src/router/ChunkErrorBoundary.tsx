import { Stack, Text } from '@mantine/core';
import { ShellButton } from '../ui/ShellButton';
import { Component, type ReactNode } from 'react';
import { routerTexts } from './messages';

interface State {
  failed: boolean;
}

/**
 * A lazy screen whose chunk cannot load (offline, or a new deployment replaced the files) would
 * otherwise blank the whole app; this keeps the shell and offers a reload.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{routerTexts.pageLoadFailed}</Text>
        <ShellButton onClick={() => window.location.reload()}>{routerTexts.reload}</ShellButton>
      </Stack>
    );
  }
}
