import { describe, expect, it } from '@jest/globals';
import { Injectable } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { withoutGlobalInterceptors } from './without-global-interceptors.js';

@Injectable()
class LibraryService {}
@Injectable()
class LibraryInterceptor {}
class LibraryModule {}

describe('withoutGlobalInterceptors', () => {
  it('drops only the providers registered as global interceptors, keeping the rest of the module', () => {
    const options = { provide: 'OPTIONS', useValue: { fallbackLanguage: 'en' } };
    const module = { module: LibraryModule, global: true, providers: [LibraryService, { provide: APP_INTERCEPTOR, useClass: LibraryInterceptor }, options], exports: [LibraryService] };
    expect(withoutGlobalInterceptors(module)).toEqual({ module: LibraryModule, global: true, providers: [LibraryService, options], exports: [LibraryService] });
  });
});
