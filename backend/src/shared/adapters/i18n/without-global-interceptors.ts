import type { DynamicModule, Provider } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';

const isGlobalInterceptor = (provider: Provider) => typeof provider === 'object' && 'provide' in provider && provider.provide === APP_INTERCEPTOR;

/** A library's module without the interceptors it would put in front of every request of the application. */
export function withoutGlobalInterceptors(module: DynamicModule): DynamicModule {
  return { ...module, providers: (module.providers ?? []).filter((provider) => !isGlobalInterceptor(provider)) };
}
