-- Pack Leader: Each of Pack Leader's neighbors gets +2 power.
-- A constant ability: on while Pack Leader is in play, exhausted or not.
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			applies_to = function(ctx, creature)
				return ctx.this:is_beside(creature)
			end,
		},
	},
}
