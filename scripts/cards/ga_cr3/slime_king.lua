-- Slime King: as an additional cost, banish three Slime ally cards with different elements
-- from your graveyard (the data's additional cost moves three Slime allies; `legal` asks for
-- three different elements among them). Pride 4, Taunt. [Element Bonus] On Leave: put any
-- number of the Slime ally cards banished by this Slime King onto the field under your
-- control. The object carries what its activation paid, and the On Leave ability reads it
-- as last-known information once Slime King has left the field (CR, Card and Object
-- Information, example): the leaves_play event's `paid_with`, those still banished.
return {
	legal = function(ctx)
		local slimes =
			ctx:objects({ zone = "graveyard", controller = "you", type = "ally", subtype = "slime" })
		if ctx:rule("different_elements", slimes) < 3 then
			return false, "needs three Slime ally cards of different elements in your graveyard"
		end
		return true
	end,
	triggers = {
		{
			on = "leaves_play",
			own = true,
			label = "[Element Bonus] On Leave: put the Slimes it banished onto the field",
			applies = function(ctx, _event)
				return ctx:rule("element_bonus")
			end,
			resolve = function(ctx, event)
				local slimes = {}
				for _, card in ipairs(event.paid_with or {}) do
					if
						card:zone() == "banishment"
						and card:has_type("ally")
						and card:has_subtype("slime")
					then
						slimes[#slimes + 1] = card
					end
				end
				local chosen = ctx:choose({
					prompt = "the Slime ally cards banished by Slime King to put onto the field",
					objects = slimes,
					min = 0,
					max = #slimes,
				})
				for _, card in ipairs(chosen) do
					ctx:move(card, "field")
				end
			end,
		},
	},
}
