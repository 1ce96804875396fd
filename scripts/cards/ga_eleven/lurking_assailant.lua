-- Lurking Assailant: it has stealth as long as it is awake. [Level 1+] It may retaliate
-- against attackers while not defending (ambush).
return {
	statics = {
		{
			grant = "stealth",
			self_only = true,
			condition = function(ctx)
				return not ctx.this:is_rested()
			end,
		},
		{
			grant = "ambush",
			self_only = true,
			condition = function(ctx)
				return ctx:rule("level") >= 1
			end,
		},
	},
}
