import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  DEFAULT_SEARCH_SORT,
  SEARCH_SUGGESTIONS_MAX,
  type ProductCategory,
  type ProductDto,
  type SearchSort,
  type SearchSuggestionDto,
} from '@healing/contracts';
import { readRows } from '../database/read-rows';
import { Product } from '../products/product.entity';
import { ORDER_BY, selectProductColumns } from '../products/product-list-sql';
import { toProductDto, type ProductRow } from '../products/product.mapper';
import type { SearchQueryDto, SearchSuggestionsQueryDto } from './dto/search-query.dto';
import { searchTerms, searchWords, type SearchTerm } from './search-terms';

/** A search shows at most this many products (the catalogue has about sixty). */
const RESULTS_MAX = 120;
/** Shorter terms are not matched by trigrams: too many words are one typo from "tee". */
const TYPO_MIN_LENGTH = 4;
/** A word this long may have one letter wrong against a word of a name, kind or collection. */
const LEVENSHTEIN_MIN_LENGTH = 5;

interface SearchOptions {
  category?: ProductCategory;
  sort: SearchSort;
  limit: number;
}

/**
 * The shop-wide search, in PostgreSQL (migration 1765310000000-product-search). A product is
 * found when every term of the query is satisfied by one of:
 * - its kind, when the term names one (search-terms.ts: "tee", "t shirt", "brcelet");
 * - the full text of its name, kind, category, collection and description (English stems,
 *   each word a prefix: "jour" finds "journal", "roses" finds "rose");
 * - a trigram match of the term with its name, kind or collection (one typo: "journl"), or,
 *   for a word of five letters or more, one of their words one letter away ("beuty");
 * (a term that is an English stop word, "the", is satisfied by every product), and at least
 * one term matched something. Best first: kind, full-text rank (name above the rest) and
 * trigram similarity, summed over the terms, then the closeness of the whole query to the name.
 * Archived products are never found.
 */
@Injectable()
export class SearchService {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  async search(query: SearchQueryDto): Promise<ProductDto[]> {
    const rows = await this.find(query.q, {
      category: query.category,
      sort: query.sort ?? DEFAULT_SEARCH_SORT,
      limit: RESULTS_MAX,
    });
    return rows.map(toProductDto);
  }

  async suggest(query: SearchSuggestionsQueryDto): Promise<SearchSuggestionDto[]> {
    if (searchWords(query.q).join('').length < 2) return [];
    const rows = await this.find(query.q, {
      sort: 'relevance',
      limit: SEARCH_SUGGESTIONS_MAX,
    });
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      collection: row.collection,
    }));
  }

  private find(text: string, options: SearchOptions): Promise<ProductRow[]> {
    const terms = searchTerms(text);
    if (terms.length === 0) return Promise.resolve([]);
    const [sql, params] = this.compose(terms, options).getQueryAndParameters();
    return readRows<ProductRow>(this.products.manager.connection, sql, params);
  }

  private compose(terms: readonly SearchTerm[], options: SearchOptions) {
    const query = selectProductColumns(this.products.createQueryBuilder('p')).where(
      'p.archivedAt IS NULL',
    );
    if (options.category) query.andWhere('p.category = :category', { category: options.category });
    const matched: string[] = [];
    const ranks: string[] = [];
    terms.forEach((term, i) => {
      const tsQuery = `to_tsquery('english', :ts${i})`;
      const hits: string[] = [`p.search_vector @@ ${tsQuery}`];
      const rank: string[] = [`ts_rank(p.search_vector, ${tsQuery})`];
      query.setParameter(
        `ts${i}`,
        term.text
          .split(' ')
          .map((word) => `${word}:*`)
          .join(' & '),
      );
      if (term.kinds.length > 0) {
        hits.push(`p.kind = ANY(:kinds${i})`);
        rank.push(`CASE WHEN p.kind = ANY(:kinds${i}) THEN 1 ELSE 0 END`);
        query.setParameter(`kinds${i}`, term.kinds);
      }
      if (term.text.length >= TYPO_MIN_LENGTH) {
        hits.push(`:word${i} <% p.search_text`);
        rank.push(`word_similarity(:word${i}, p.search_text) / 2`);
        query.setParameter(`word${i}`, term.text);
      }
      if (term.text.length >= LEVENSHTEIN_MIN_LENGTH && !term.text.includes(' ')) {
        // One letter added, dropped or changed in one of its words.
        hits.push(
          `EXISTS (SELECT 1 FROM unnest(string_to_array(p.search_text, ' ')) AS known
             WHERE levenshtein_less_equal(known, :word${i}, 1) <= 1)`,
        );
      }
      const hit = hits.join(' OR ');
      matched.push(`(${hit})`);
      // A stop word ("the", "a") asks for nothing: every product has it.
      query.andWhere(`(numnode(${tsQuery}) = 0 OR ${hit})`);
      ranks.push(rank.join(' + '));
    });
    query.andWhere(`(${matched.join(' OR ')})`);
    query.addSelect(
      `${ranks.map((rank) => `(${rank})`).join(' + ')} + word_similarity(:whole, shop_search_fold(p.name))`,
      'rank',
    );
    query.setParameter('whole', terms.map((term) => term.text).join(' '));
    if (options.sort === 'relevance') {
      query.orderBy('"rank"', 'DESC');
      for (const [column, direction] of ORDER_BY.name) query.addOrderBy(column, direction);
    } else {
      for (const [column, direction] of ORDER_BY[options.sort]) query.addOrderBy(column, direction);
    }
    return query.limit(options.limit);
  }
}
