CREATE TABLE "member_rebate_rates" (
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"rate_ppm" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_rebate_rates_pk" PRIMARY KEY("member_id","category")
);
--> statement-breakpoint
CREATE TABLE "member_tree" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "member_rebate_rates" ADD CONSTRAINT "member_rebate_rates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rebate_rates" ADD CONSTRAINT "member_rebate_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tree_descendant" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "member_tree_ancestor_depth" ON "member_tree" USING btree ("ancestor_id","depth","descendant_id");--> statement-breakpoint
-- The tree follows the members table whatever writes it (registration, the register centre,
-- seeds, an operator's move), in the writing statement's own transaction: a new member gets
-- itself at depth 0 and every ancestor of its upline one level further.
-- A move takes the brand's tree lock exclusively and a new member shares it, so a member
-- registered while its upline moves is placed by the tree as the move left it (each statement
-- below reads what committed before it). An upline of another brand is refused.
CREATE FUNCTION "member_tree_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('member-tree:' || NEW."merchant_id", 0));
  IF NEW."upline_id" IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM "members" WHERE "id" = NEW."upline_id" AND "merchant_id" = NEW."merchant_id"
  ) THEN
    RAISE EXCEPTION 'the upline of member % is of another brand', NEW."id" USING ERRCODE = 'check_violation';
  END IF;
  INSERT INTO "member_tree" ("ancestor_id", "descendant_id", "merchant_id", "depth")
  SELECT NEW."id", NEW."id", NEW."merchant_id", 0
  UNION ALL
  SELECT t."ancestor_id", NEW."id", NEW."merchant_id", t."depth" + 1
  FROM "member_tree" t WHERE t."descendant_id" = NEW."upline_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "member_tree_add" AFTER INSERT ON "members" FOR EACH ROW EXECUTE FUNCTION "member_tree_add"();--> statement-breakpoint
-- A member moved to another upline takes its whole team along: the links from its old
-- ancestors to its subtree go, links from the new upline's path come. A move into its own team
-- (a cycle) is refused.
CREATE FUNCTION "member_tree_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Moves of a brand take turns, and wait for registrations under way (see member_tree_add).
  PERFORM pg_advisory_xact_lock(hashtextextended('member-tree:' || NEW."merchant_id", 0));
  IF NEW."upline_id" IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM "members" WHERE "id" = NEW."upline_id" AND "merchant_id" = NEW."merchant_id"
  ) THEN
    RAISE EXCEPTION 'the upline of member % is of another brand', NEW."id" USING ERRCODE = 'check_violation';
  END IF;
  IF NEW."upline_id" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "member_tree" WHERE "ancestor_id" = NEW."id" AND "descendant_id" = NEW."upline_id"
  ) THEN
    RAISE EXCEPTION 'member % cannot move below its own team', NEW."id" USING ERRCODE = 'check_violation';
  END IF;
  DELETE FROM "member_tree" t
  USING "member_tree" sub, "member_tree" sup
  WHERE sub."ancestor_id" = NEW."id" AND t."descendant_id" = sub."descendant_id"
    AND sup."descendant_id" = NEW."id" AND sup."depth" > 0 AND t."ancestor_id" = sup."ancestor_id";
  INSERT INTO "member_tree" ("ancestor_id", "descendant_id", "merchant_id", "depth")
  SELECT sup."ancestor_id", sub."descendant_id", NEW."merchant_id", sup."depth" + sub."depth" + 1
  FROM "member_tree" sup, "member_tree" sub
  WHERE sup."descendant_id" = NEW."upline_id" AND sub."ancestor_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "member_tree_move" AFTER UPDATE OF "upline_id" ON "members" FOR EACH ROW
  WHEN (OLD."upline_id" IS DISTINCT FROM NEW."upline_id") EXECUTE FUNCTION "member_tree_move"();
--> statement-breakpoint
-- Every member already registered: itself at depth 0 and each upline above it.
INSERT INTO "member_tree" ("ancestor_id", "descendant_id", "merchant_id", "depth")
WITH RECURSIVE chain ("ancestor_id", "descendant_id", "merchant_id", "depth") AS (
  SELECT "id", "id", "merchant_id", 0 FROM "members"
  UNION ALL
  SELECT m."upline_id", c."descendant_id", c."merchant_id", c."depth" + 1
  FROM chain c JOIN "members" m ON m."id" = c."ancestor_id"
  WHERE m."upline_id" IS NOT NULL AND c."depth" < 64
)
SELECT "ancestor_id", "descendant_id", "merchant_id", "depth" FROM chain;
