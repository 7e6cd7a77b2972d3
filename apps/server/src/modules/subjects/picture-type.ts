import type { PictureType } from "@shop/contracts/common";
import { type SQL, sql } from "drizzle-orm";
import { pictures } from "../../db/schema/subjects.ts";

/**
 * A picture's type as the shop reads it: the type it is sold as while that differs from its own (a sibling picture
 * in the merged mode, decision 0051), else its own. The column is free text from the photographer's tools and the
 * picture sets count an unknown value as an individual picture (IP); queries that group or filter by type use the
 * same rule.
 */
export const effectivePictureType: SQL<PictureType> = sql<PictureType>`(case when ${pictures.soldAs} is not null then ${pictures.soldAs} when ${pictures.pictureType} in ('SFP', 'GP') then ${pictures.pictureType} else 'IP' end)`;
