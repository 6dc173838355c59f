ALTER TABLE "print_work_order_tasks" ADD COLUMN "art_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "print_work_order_tasks" ADD COLUMN "art_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "print_work_order_tasks" ADD COLUMN "art_comment" text;