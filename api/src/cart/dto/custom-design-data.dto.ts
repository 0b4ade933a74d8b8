import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  COLLECTIONS,
  DESIGN_PRODUCT_TYPES,
  FONT_SIZES,
  type CollectionSlug,
  type CustomDesignData,
  type DesignProductType,
  type FontSize,
} from '@healing/contracts';
import { CleanText } from '../../common/clean-text';
import { IsSingleLine } from '../../common/follows-rule';

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

// Visitor text is cleaned like everywhere (common/clean-text.ts): it is stored in jsonb, and
// PostgreSQL's jsonb refuses the NUL character.
// class-validator runs a field's checks from the bottom up and stops at the first failure,
// so the type check sits last and a wrong type is reported as such.
export class CustomDesignDataDto implements CustomDesignData {
  @IsIn(DESIGN_PRODUCT_TYPES, {
    message: `productType must be one of: ${DESIGN_PRODUCT_TYPES.join(', ')}`,
  })
  productType!: DesignProductType;

  @IsIn(COLLECTIONS, { message: `category must be one of: ${COLLECTIONS.join(', ')}` })
  category!: CollectionSlug;

  @CleanText({ emptyAsNull: true })
  @IsOptional()
  @IsSingleLine('selectedDesign must be one line of plain text')
  @MaxLength(60, { message: 'selectedDesign can be at most 60 characters' })
  @IsString({ message: 'selectedDesign must be text' })
  selectedDesign?: string;

  @CleanText({ emptyAsNull: true })
  @IsOptional()
  @IsSingleLine('Custom text must be one line of plain text')
  @MaxLength(60, { message: 'Custom text can be at most 60 characters' })
  @IsString({ message: 'Custom text must be text' })
  customText?: string;

  @IsOptional()
  @IsIn(FONT_SIZES, { message: `fontSize must be one of: ${FONT_SIZES.join(', ')}` })
  fontSize?: FontSize;

  @IsOptional()
  @IsString({ message: 'textColor must be a hex colour such as #D14D72' })
  @Matches(HEX_COLOUR, { message: 'textColor must be a hex colour such as #D14D72' })
  textColor?: string;

  @IsOptional()
  @IsUUID('all', { message: 'uploadId must be the id of an uploaded image' })
  uploadId?: string;

  @CleanText({ emptyAsNull: true })
  @IsOptional()
  @MaxLength(40, { message: 'templateId must be the id of a design template' })
  @IsString({ message: 'templateId must be the id of a design template' })
  templateId?: string;

  @CleanText({ emptyAsNull: true })
  @IsOptional()
  @MaxLength(255, { message: 'designImage can be at most 255 characters' })
  @IsString({ message: 'designImage must be text' })
  designImage?: string;
}
