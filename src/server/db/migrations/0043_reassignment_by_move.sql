-- A host change a move caused (round robin to a host free at the new time), told apart from a
-- staff handover, so the mails to the host taken off and the one assigned say what happened.
ALTER TABLE "booking_reassignments" ADD COLUMN "moved" boolean DEFAULT false NOT NULL;