-- Colossipede (AS S06), creature: each friendly creature with æmber on it gains "After
-- Fight: move each æmber on this creature to your pool" (RULE-GIVEN-USE-1; whether it holds
-- æmber is read as the use begins resolving). Play: exalt each creature.
local function friendly_holding(ctx, obj)
	return ctx:rule("friendly_creature", obj) and obj:counter("amber") > 0
end

return {
	statics = {
		{ gains = "fight", applies_to = friendly_holding },
	},
	lasting_grants = {
		fight = function(ctx)
			ctx:rule("amber_to_pool", ctx.this)
		end,
	},
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			ctx:rule("exalt", creature)
		end
	end,
}
