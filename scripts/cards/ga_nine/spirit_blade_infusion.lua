-- Spirit Blade: Infusion: costs 2 less if your champion has dealt combat damage this turn
-- (the turn's "dealt" record). Until end of turn, target Sword weapon gets +3 POWER and
-- "On Champion Hit: draw a card": the granted ability is this card's trigger kept on for
-- the turn (`lasting`), about the weapon it marked as it resolved; it answers the hit that
-- weapon has when an attack it is used in hits a champion. Each copy marks with its own object, so
-- two copies on two swords each draw only for their own.
local MARK = "spirit_blade_infusion"

local function champion_dealt(ctx)
	for _, act in ipairs(ctx.controller:this_turn("dealt")) do
		if table.find(act.types, "champion") then
			return true
		end
	end
	return false
end

return {
	statics = {
		{ reduce = 2, from = { "stack" }, self_only = true, condition = champion_dealt },
	},
	targets = function()
		return { { label = "Sword weapon", type = "weapon", subtype = "sword", count = 1 } }
	end,
	resolve = function(ctx)
		local sword = ctx:target(1)
		if sword == nil then
			return
		end
		ctx:lasting({ target = sword, duration = "end_of_turn", effect = { stat = "power", increase = 3 } })
		ctx:remember(sword, MARK, tostring(ctx.this.id))
		ctx:lasting({ duration = "end_of_turn", effect = { trigger = "champion_hit" } })
	end,
	triggers = {
		{
			on = "hit",
			lasting = "champion_hit",
			label = "On Champion Hit: draw a card (Spirit Blade: Infusion)",
			applies = function(ctx, event)
				-- A weapon used in an attack has the hit too (its own On Hit answers it).
				local weapon = event.object
				return event.target:has_type("champion")
					and weapon:has_type("weapon")
					and table.find(weapon:remembered(MARK), tostring(ctx.this.id)) ~= nil
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
