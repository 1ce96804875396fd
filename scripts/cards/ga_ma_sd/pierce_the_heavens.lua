-- Pierce the Heavens: a Polearm attack card. [Jin Bonus] As long as your champion has
-- leveled up this turn, this attack gets +2 power and has unblockable (read as its targets
-- are chosen, on the stack, and for interception, in the intent).
local function bonus(ctx)
	return ctx:rule("lineage_bonus", "jin") and ctx:rule("leveled_up_this_turn")
end

return {
	statics = {
		{
			stat = "power",
			increase = 2,
			self_only = true,
			from = { "stack", "intent" },
			condition = bonus,
		},
		{
			grant = "unblockable",
			self_only = true,
			from = { "stack", "intent" },
			condition = bonus,
		},
	},
}
