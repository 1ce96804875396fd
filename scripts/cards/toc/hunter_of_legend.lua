-- Hunter of Legend (ToC 246), upgrade: This creature gains skirmish and "After Fight: Make a
-- token creature." Its æmber bonus is data.
return {
	statics = {
		{
			grant = "skirmish",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
	grants = {
		fight = function(ctx)
			ctx:rule("make_token")
		end,
	},
}
