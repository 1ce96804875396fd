-- Reckless Researcher: Class Bonus: On Enter: You may banish a fire element card from
-- your graveyard. If you do, choose a unit and deal 2 damage to it.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: banish a fire card from your graveyard to deal 2 damage (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local fire = {}
				for _, card in ipairs(ctx:objects({ zone = "graveyard", controller = "you" })) do
					if card:has_element("fire") then
						table.insert(fire, card)
					end
				end
				local banished = ctx:choose({
					prompt = "you may banish a fire card from your graveyard",
					objects = fire,
					min = 0,
					max = 1,
				})[1]
				if not banished or not ctx:banish(banished) then
					return
				end
				local unit = ctx:choose({
					prompt = "a unit to deal 2 damage to",
					objects = ctx:objects({ any_type = { "champion", "ally" } }),
					min = 1,
					max = 1,
				})[1]
				ctx:deal_damage(unit, 2)
			end,
		},
	},
}
