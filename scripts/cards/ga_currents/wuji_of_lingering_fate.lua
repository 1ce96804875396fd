-- Wuji of Lingering Fate (a Spell phantasia): On Enter: deal 3 damage to target rested ally
-- you don't control. Whenever your Shifting Currents change from facing West to East, you
-- may sacrifice it; if you do, target player puts the top three cards of their deck into
-- their graveyard. Targets are chosen as the triggers resolve.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: 3 damage to a rested ally you don't control",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local allies = {}
				for _, a in
					ipairs(
						ctx:objects({ zone = "field", type = "ally", controller = "opponent", rested = true })
					)
				do
					if not a:has_keyword("spellshroud") then
						allies[#allies + 1] = a
					end
				end
				local ally = ctx:choose({
					prompt = "a rested ally you don't control: 3 damage",
					objects = allies,
					min = 1,
					max = 1,
				})[1]
				if ally then
					ctx:deal_damage(ally, 3)
				end
			end,
		},
		{
			on = "switched",
			label = "your Shifting Currents turned from West to East: you may sacrifice Wuji",
			applies = function(ctx, event)
				return ctx:rule("currents_turned", event, "west", "east")
			end,
			resolve = function(ctx)
				local pick = ctx:choose({
					prompt = "sacrifice Wuji of Lingering Fate: a player puts their top three cards into their graveyard",
					options = { "yours", "your opponent's", "don't" },
					min = 1,
					max = 1,
				})[1]
				if pick == "don't" or ctx.this:zone() ~= "field" or not ctx:move(ctx.this, "graveyard") then
					return
				end
				local player = pick == "yours" and ctx.controller or ctx.opponent
				for _, card in ipairs(ctx:top(3, player)) do
					ctx:move(card, "graveyard")
				end
			end,
		},
	},
}
