import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  Post,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AdminSessionsService } from './admin-sessions.service';
import { SignInDto } from './dto/sign-in.dto';
import type { AdminSessionDto } from '@healing/contracts/admin';
import { NotSignedInError, PLEASE_SIGN_IN } from './owner-errors';
import {
  clearedSessionCookie,
  isHttpsOrigin,
  sessionCookie,
  sessionTokensFrom,
  type CookieSecurity,
} from './session-cookie';
import { SignInThrottleFilter } from './sign-in-throttle.filter';

/** The owner's sign-in, who is signed in, and sign-out. Who is signed in is never cached. */
@ApiExcludeController()
@Controller('admin/session')
export class AdminSessionController {
  private readonly cookieSecurity: CookieSecurity;

  constructor(
    private readonly sessions: AdminSessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cookieSecurity = { secure: isHttpsOrigin(config.publicOrigin) };
  }

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @UseFilters(SignInThrottleFilter)
  async signIn(
    @Body() body: SignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminSessionDto> {
    const session = await this.sessions.signIn(body.username, body.password, request.ip);
    void reply.header(
      'Set-Cookie',
      sessionCookie(session.token, session.maxAgeMs, this.cookieSecurity),
    );
    return { username: session.owner.username };
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  async current(@Req() request: FastifyRequest): Promise<AdminSessionDto> {
    const owner = await this.sessions.ownerFor(sessionTokensFrom(request.headers.cookie));
    if (!owner) throw new NotSignedInError(PLEASE_SIGN_IN);
    return { username: owner.username };
  }

  /** Signing out twice, or without a session, is no error: the cookie is cleared either way. */
  @Delete()
  @HttpCode(204)
  async signOut(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.sessions.signOut(sessionTokensFrom(request.headers.cookie));
    void reply.header('Set-Cookie', clearedSessionCookie(this.cookieSecurity));
  }
}
