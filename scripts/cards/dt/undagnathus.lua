-- Undagnathus (DT 182): While the tide is low, Undagnathus deals no damage when fighting
-- (attacking or attacked: its fight damage, the stat the rules' fight reads, is 0).
return {
	statics = {
		{
			stat = "fight_damage",
			set = 0,
			self_only = true,
			condition = function(ctx)
				return ctx:rule("tide") == "low"
			end,
		},
	},
}
