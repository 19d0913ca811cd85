import { Button, type ButtonProps } from '@mui/material';
import type { ElementType } from 'react';
import { useTranslate } from 'react-admin';

type TextButtonProps<C extends ElementType> = ButtonProps<C, { component?: C }> & { label: string };

/**
 * A button that keeps its translated text on every screen. react-admin's own Button turns into a bare icon on
 * phones, which leaves text-only actions ("Check all services", "Send") empty there.
 */
export function TextButton<C extends ElementType = 'button'>({ label, ...props }: TextButtonProps<C>) {
  const translate = useTranslate();
  return (
    <Button size="small" {...(props as ButtonProps)}>
      {translate(label, { _: label })}
    </Button>
  );
}
