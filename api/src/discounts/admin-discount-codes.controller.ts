import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { AdminDiscountCodeDto, AdminDiscountCodeListDto } from '@healing/contracts/admin';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { Actor, type AdminActor } from '../owners/admin-actor';
import { OwnerGuard } from '../owners/owner.guard';
import { AdminDiscountCodesService } from './admin-discount-codes.service';
import { AdminDiscountCodeBody } from './dto/discount-code.dto';

/**
 * The owner's discount codes (an owner session, or the automation token: OwnerGuard); left out
 * of the public API description, as the other back-office endpoints are. Every change answers
 * the code as it now stands and is in the audit log.
 */
@ApiExcludeController()
@UseGuards(OwnerGuard)
@Controller('admin/discount-codes')
export class AdminDiscountCodesController {
  constructor(private readonly codes: AdminDiscountCodesService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(): Promise<AdminDiscountCodeListDto> {
    return this.codes.list();
  }

  @Post()
  @Header('Cache-Control', 'no-store')
  create(
    @Actor() actor: AdminActor,
    @Body() body: AdminDiscountCodeBody,
  ): Promise<AdminDiscountCodeDto> {
    return this.codes.create(actor, body);
  }

  /** The whole code again; a used code keeps its name, and its orders keep their discount. */
  @Put(':id')
  @Header('Cache-Control', 'no-store')
  update(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: AdminDiscountCodeBody,
  ): Promise<AdminDiscountCodeDto> {
    return this.codes.update(actor, id, body);
  }

  @Post(':id/end')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  end(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<AdminDiscountCodeDto> {
    return this.codes.end(actor, id);
  }

  @Post(':id/archive')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  archive(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<AdminDiscountCodeDto> {
    return this.codes.archive(actor, id);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  restore(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<AdminDiscountCodeDto> {
    return this.codes.restore(actor, id);
  }

  /** Only a code never used (409 otherwise). */
  @Delete(':id')
  @HttpCode(204)
  remove(@Actor() actor: AdminActor, @Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.codes.remove(actor, id);
  }
}
