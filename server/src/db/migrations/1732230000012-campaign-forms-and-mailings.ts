import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A campaign's own form and mailings (issue 12): attributes and form fields belong to an event, to a
 * campaign or (attributes only) to the organization's volunteers; the answers to a campaign's
 * attributes are kept on the campaign registration, with the profile picture sent with it; a communication may name the campaign it was
 * sent for (and keeps its name when the campaign is deleted).
 */
export class CampaignFormsAndMailings1732230000012 implements MigrationInterface {
  name = 'CampaignFormsAndMailings1732230000012';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "attribute" ADD "campaign_id" integer`);
    await q.query(
      `ALTER TABLE "attribute" ADD CONSTRAINT "FK_attribute_campaign" FOREIGN KEY ("campaign_id") REFERENCES "campaign"("id") ON DELETE CASCADE`,
    );
    await q.query(`ALTER TABLE "attribute" ADD CONSTRAINT "CHK_attribute_owner" CHECK ("event_id" IS NULL OR "campaign_id" IS NULL)`);
    await q.query(`CREATE INDEX "IDX_attribute_campaign" ON "attribute" ("campaign_id")`);

    await q.query(`ALTER TABLE "form_field" ALTER COLUMN "event_id" DROP NOT NULL`);
    await q.query(`ALTER TABLE "form_field" ADD "campaign_id" integer`);
    await q.query(
      `ALTER TABLE "form_field" ADD CONSTRAINT "FK_form_field_campaign" FOREIGN KEY ("campaign_id") REFERENCES "campaign"("id") ON DELETE CASCADE`,
    );
    await q.query(`ALTER TABLE "form_field" ADD CONSTRAINT "CHK_form_field_owner" CHECK (("event_id" IS NULL) <> ("campaign_id" IS NULL))`);
    await q.query(`CREATE INDEX "IDX_form_field_campaign_order" ON "form_field" ("campaign_id", "order")`);

    await q.query(`ALTER TABLE "campaign_registration" ADD "profile_picture" text`);
    await q.query(`ALTER TABLE "attribute_value" ADD "campaign_registration_id" integer`);
    await q.query(
      `ALTER TABLE "attribute_value" ADD CONSTRAINT "FK_attribute_value_campaign_registration" FOREIGN KEY ("campaign_registration_id") REFERENCES "campaign_registration"("id") ON DELETE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "attribute_value" ADD CONSTRAINT "UQ_attribute_value_campaign_registration" UNIQUE ("campaign_registration_id", "attribute_id")`,
    );
    await q.query(`ALTER TABLE "attribute_value" DROP CONSTRAINT "CHK_attribute_value_owner"`);
    await q.query(
      `ALTER TABLE "attribute_value" ADD CONSTRAINT "CHK_attribute_value_owner" CHECK (num_nonnulls("volunteer_id", "participation_id", "campaign_registration_id") = 1)`,
    );

    await q.query(`ALTER TABLE "communication" ADD "campaign_id" integer`);
    await q.query(`ALTER TABLE "communication" ADD "campaign_name" text NOT NULL DEFAULT ''`);
    await q.query(
      `ALTER TABLE "communication" ADD CONSTRAINT "FK_communication_campaign" FOREIGN KEY ("campaign_id") REFERENCES "campaign"("id") ON DELETE SET NULL`,
    );
    await q.query(`CREATE INDEX "IDX_communication_campaign" ON "communication" ("campaign_id")`);
    await q.query(`ALTER TABLE "communication" DROP CONSTRAINT "CHK_communication_kind"`);
    await q.query(`ALTER TABLE "communication" ADD CONSTRAINT "CHK_communication_kind" CHECK ("kind" IN ('event', 'volunteers', 'resume', 'campaign'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "communication" WHERE "kind" = 'campaign'`);
    await q.query(`ALTER TABLE "communication" DROP CONSTRAINT "CHK_communication_kind"`);
    await q.query(`ALTER TABLE "communication" ADD CONSTRAINT "CHK_communication_kind" CHECK ("kind" IN ('event', 'volunteers', 'resume'))`);
    await q.query(`ALTER TABLE "communication" DROP COLUMN "campaign_name"`);
    await q.query(`ALTER TABLE "communication" DROP COLUMN "campaign_id"`);
    await q.query(`DELETE FROM "attribute_value" WHERE "campaign_registration_id" IS NOT NULL`);
    await q.query(`ALTER TABLE "attribute_value" DROP CONSTRAINT "CHK_attribute_value_owner"`);
    await q.query(`ALTER TABLE "attribute_value" ADD CONSTRAINT "CHK_attribute_value_owner" CHECK (("volunteer_id" IS NULL) <> ("participation_id" IS NULL))`);
    await q.query(`ALTER TABLE "attribute_value" DROP COLUMN "campaign_registration_id"`);
    await q.query(`ALTER TABLE "campaign_registration" DROP COLUMN "profile_picture"`);
    await q.query(`DELETE FROM "form_field" WHERE "campaign_id" IS NOT NULL`);
    await q.query(`ALTER TABLE "form_field" DROP COLUMN "campaign_id"`);
    await q.query(`ALTER TABLE "form_field" ALTER COLUMN "event_id" SET NOT NULL`);
    await q.query(`DELETE FROM "attribute" WHERE "campaign_id" IS NOT NULL`);
    await q.query(`ALTER TABLE "attribute" DROP COLUMN "campaign_id"`);
  }
}
