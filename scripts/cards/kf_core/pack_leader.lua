-- Pack Leader: Each of Pack Leader's neighbors gets +2 power.
-- A constant ability: on while Pack Leader is in play, exhausted or not.
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			applies_to = function(ctx, creature)
				for _, n in ipairs(ctx.this:neighbors()) do
					if n == creature then
						return true
					end
				end
				return false
			end,
		},
	},
}
