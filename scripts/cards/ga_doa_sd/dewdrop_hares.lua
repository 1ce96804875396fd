-- Dewdrop Hares: Class Bonus: Floating Memory (from the graveyard it may be banished to pay
-- 1 of a memory cost) while your champion is a tamer.
return {
	statics = {
		{
			grant = "floating_memory",
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			self_only = true,
			from = { "graveyard" },
		},
	},
}
