import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white border-2 border-brand hover:bg-brand-dark hover:border-brand-dark',
  secondary: 'bg-white text-brand border-2 border-brand hover:bg-brand-soft',
  ghost: 'bg-transparent text-ink border-2 border-transparent hover:bg-slate-100',
  danger: 'bg-danger text-white border-2 border-danger hover:bg-red-800 hover:border-red-800',
};

export function buttonClasses(variant: ButtonVariant = 'primary', className = ''): string {
  return `${base} ${variants[variant]} ${className}`.trim();
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
