import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { hrefOf } from './location';

interface LinkProps extends AnchorProps {
  to: string;
  children: ReactNode;
}

/** An in-app link: a real anchor to '#/path', so it opens in a new tab too. */
export function Link({ to, children, ...props }: LinkProps) {
  return (
    <Anchor href={hrefOf(to)} {...props}>
      {children}
    </Anchor>
  );
}
