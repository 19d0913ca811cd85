import { Link, type LinkProps } from 'react-router-dom';

type ButtonLinkProps = LinkProps & { variant?: 'primary' | 'secondary' };

/** A link styled as a button (navigation, not an action: keeps link semantics for assistive technology). */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  const classes = ['button', `button-${variant}`, className].filter(Boolean).join(' ');
  return <Link className={classes} {...props} />;
}
