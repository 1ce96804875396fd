-- Shĭzyokŭ Swopper (WoE 086): After Fight: it and the creature it fought swap control,
-- each taking the other's place; only if both survived the fight (rules term
-- `swap_control`).
return {
	fight = function(ctx, attacked)
		ctx:rule("swap_control", ctx.this, attacked)
	end,
}
