-- Operative Espion, evil twin (DT 247): Elusive (data). After a player raises the tide
-- during their turn, they may deal 3 damage to a creature (that player is the active
-- player, who decides).
return {
	triggers = {
		{
			on = "gained",
			label = "the tide was raised during its raiser's turn: they may deal 3 damage (Operative Espion)",
			applies = function(ctx, event)
				local raiser = ctx:rule("raised_tide", event)
				return raiser ~= nil and raiser:is_turn_player()
			end,
			resolve = function(ctx, event)
				local raiser = ctx:rule("raised_tide", event)
				local creatures = ctx:objects({ zone = "battleline" })
				local picked = ctx:choose({
					prompt = "Deal 3 damage to a creature?",
					objects = creatures,
					min = 0,
					max = 1,
					player = raiser,
				})[1]
				if picked ~= nil then
					ctx:deal_damage(picked, 3)
				end
			end,
		},
	},
}
