-- Fiery Warcry: draw a card, then discard a card. [Class Bonus] You may banish a fire
-- element card from your graveyard. When you do (a reflexive trigger), target ally loses
-- taunt and intercept until end of turn (chosen as it resolves).
return {
	resolve = function(ctx)
		ctx:draw(1)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local pick = ctx:choose({ prompt = "the card to discard", objects = hand, min = 1, max = 1 })[1]
		if pick ~= nil then
			ctx:discard(pick)
		end
		if
			ctx:rule("class_bonus")
			and ctx:rule(
				"may_banish_from_graveyard",
				1,
				{ element = "fire" },
				"banish a fire card so that an ally loses taunt and intercept?"
			)
		then
			ctx:when_you_do("warcry")
		end
	end,
	triggers = {
		{
			on = "when_you_do",
			label = "When you do: an ally loses taunt and intercept until end of turn",
			resolve = function(ctx)
				local ally = ctx:choose({
					prompt = "the ally to lose taunt and intercept",
					objects = ctx:objects({ type = "ally" }),
					min = 1,
					max = 1,
				})[1]
				if ally ~= nil then
					ctx:lasting({ target = ally, duration = "end_of_turn", effect = { lose = "taunt" } })
					ctx:lasting({ target = ally, duration = "end_of_turn", effect = { lose = "intercept" } })
				end
			end,
		},
	},
}
