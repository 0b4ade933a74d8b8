import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ProductDto, SearchSuggestionDto } from '@healing/contracts';
import { SearchQueryDto, SearchSuggestionsQueryDto } from './dto/search-query.dto';
import { SearchService } from './search.service';

/** Always read afresh, as the product lists (products.controller.ts says why). */
const NO_CACHE = 'no-cache';

@ApiTags('catalog')
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  /**
   * Products matching `q` across every collection, best first (or in a collection's sorts),
   * narrowed by `category`. An empty `q` finds nothing.
   */
  @Get()
  @Header('Cache-Control', NO_CACHE)
  find(@Query() query: SearchQueryDto): Promise<ProductDto[]> {
    return this.search.search(query);
  }

  /** A few product names for what has been typed so far (two letters or more). */
  @Get('suggestions')
  @Header('Cache-Control', NO_CACHE)
  suggestions(@Query() query: SearchSuggestionsQueryDto): Promise<SearchSuggestionDto[]> {
    return this.search.suggest(query);
  }
}
