import type { FastifyRequest } from "fastify";
import { HEADER } from "@portal/contract/api/paths";
import { isLanguage, type Language } from "@portal/contract/languages";
import { AppError } from "../../http/app-error";
import type { Merchant, MerchantRepository } from "./repository";

/**
 * Finds the brand a request is for: the `Merchant` header, else the server's own brand.
 * Merchant rows never change, so found ones are kept in memory.
 */
export class MerchantDirectory {
  private readonly cache = new Map<string, Merchant>();
  private readonly byIds = new Map<number, Merchant>();

  constructor(
    private readonly merchants: MerchantRepository,
    private readonly defaultCode: string,
  ) {}

  async forRequest(request: FastifyRequest): Promise<Merchant> {
    const header = request.headers[HEADER.merchant];
    const code = typeof header === "string" && header.trim() !== "" ? header.trim() : this.defaultCode;
    return this.byCode(code);
  }

  /** The brand with this code (the push socket names it in its first message). */
  async byCode(code: string): Promise<Merchant> {
    const cached = this.cache.get(code);
    if (cached) return cached;
    const found = code.length <= 32 ? await this.merchants.findByCode(code) : undefined;
    if (!found) throw new AppError("UNKNOWN_MERCHANT", "Unknown merchant");
    this.cache.set(code, found);
    return found;
  }

  /** The brand of a row that names it (a deposit's merchantId). */
  async byId(id: number): Promise<Merchant> {
    const found = this.byIds.get(id) ?? (await this.merchants.findById(id));
    if (!found) throw new AppError("UNKNOWN_MERCHANT", "Unknown merchant");
    this.byIds.set(id, found);
    return found;
  }
}

/** The caller's language: `Language` header, then `language` query, then the brand default. */
export function requestLanguage(request: FastifyRequest, merchant: Merchant): Language {
  const header = request.headers[HEADER.language];
  if (isLanguage(header)) return header;
  const query = (request.query as Record<string, unknown> | undefined)?.language;
  if (isLanguage(query)) return query;
  return isLanguage(merchant.defaultLanguage) ? merchant.defaultLanguage : "en";
}
