-- Countryside Crusher (GR 005): After Fight: If your opponent is haunted, you may ready and
-- fight with a neighboring creature. Scrap: Ready and fight with the least powerful friendly
-- creature (a tie: your pick).
local function ready_and_fight(ctx, creature)
	if creature == nil then
		return
	end
	ctx:ready(creature)
	ctx:use(creature, "fight")
end

return {
	fight = function(ctx)
		if not ctx:rule("haunted", ctx.opponent) then
			return
		end
		local pick = ctx:choose({
			prompt = "Ready and fight with which neighbor?",
			objects = ctx.this:neighbors(),
			min = 0,
			max = 1,
		})[1]
		ready_and_fight(ctx, pick)
	end,
	scrap = function(ctx)
		local weakest = ctx:rule("least_powerful", ctx:objects({ zone = "battleline", controller = "you" }))
		ready_and_fight(ctx, ctx:choose({ prompt = "Which least powerful creature?", objects = weakest })[1])
	end,
}
