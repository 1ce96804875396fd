-- CH-337A, evil twin (DT 245): Skirmish (data). While the tide is high, each of its
-- neighbors gains skirmish.
return {
	statics = {
		{
			grant = "skirmish",
			applies_to = function(ctx, obj)
				return table.find(ctx.this:neighbors(), obj) ~= nil
			end,
			condition = function(ctx)
				return ctx:rule("tide") == "high"
			end,
		},
	},
}
