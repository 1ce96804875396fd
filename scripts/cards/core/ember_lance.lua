-- Ember Lance: Deal 3 damage to target ally an opponent controls.
-- Written with the API's types (src/script/cardsmith.d.luau): an editor running luau-lsp
-- with editor/'s settings checks each hook's shape and every ctx call as you type.
local card: Card = {
	targets = function(ctx: Ctx): { TargetSpec }
		return { { label = "ally an opponent controls", type = "ally", controller = "opponent", count = 1 } }
	end,
	resolve = function(ctx: Ctx)
		ctx:deal_damage(ctx:target(1), 3)
	end,
}

return card
