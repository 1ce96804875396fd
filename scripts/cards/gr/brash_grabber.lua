-- Brash Grabber (GR 204): If you are not haunted, it enters play enraged. Omni: Move 1 æmber
-- from an enemy creature to your pool.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "enters play enraged unless you are haunted",
			applies = function(ctx, event)
				return event.to == "battleline" and not ctx:rule("haunted")
			end,
			resolve = function(ctx)
				ctx:rule("enrage", ctx.this)
			end,
		},
	},
	omni = function(ctx)
		local holding = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if creature:counter("amber") > 0 then
				table.insert(holding, creature)
			end
		end
		local pick = ctx:choose({ prompt = "Move 1 æmber from which enemy creature?", objects = holding })[1]
		ctx:rule("amber_to_pool", pick, 1)
	end,
}
