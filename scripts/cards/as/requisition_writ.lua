-- Requisition Writ (AS 125), upgrade: this creature gains "After Reap: pay your opponent 1
-- æmber; if you do, take control of an enemy creature" (nothing without æmber to pay).
return {
	grants = {
		reap = function(ctx)
			if ctx.controller:counter("amber") < 1 then
				return
			end
			ctx:gain(ctx.controller, "amber", -1)
			ctx:gain(ctx.opponent, "amber", 1)
			local foes = ctx:objects({ zone = "battleline", controller = "opponent" })
			local foe = ctx:choose({ prompt = "Take control of which enemy creature?", objects = foes })[1]
			if foe ~= nil then
				ctx:take_control(foe, ctx.controller)
			end
		end,
	},
}
