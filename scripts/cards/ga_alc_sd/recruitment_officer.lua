-- Recruitment Officer: [Class Bonus] Foster (the keyword, lent while the bonus holds; the
-- rules script's keyword trigger does the rest). On Foster: look at the top five cards of
-- your deck; you may reveal an ally card among them and put it into your hand; the rest
-- go to the bottom in the order you choose.
return {
	triggers = {
		{
			on = "status",
			own = true,
			label = "On Foster: look at the top five, an ally to hand",
			applies = function(_ctx, event)
				return event.status == "fostered"
			end,
			resolve = function(ctx)
				local top = ctx:top(5)
				local allies = {}
				for _, card in ipairs(top) do
					if card:has_type("ally") then
						allies[#allies + 1] = card
					end
				end
				local picked = ctx:choose({
					prompt = "an ally card to reveal and put into your hand",
					objects = allies,
					min = 0,
					max = 1,
				})[1]
				local rest = {}
				for _, card in ipairs(top) do
					if picked == nil or card.id ~= picked.id then
						rest[#rest + 1] = card
					end
				end
				if picked ~= nil then
					ctx:reveal({ picked })
					ctx:move(picked, "hand")
				end
				-- "In any order": one card at a time, each under the ones before.
				while #rest > 0 do
					local card = ctx:choose({
						prompt = "the next card to put on the bottom of your deck",
						objects = rest,
						min = 1,
						max = 1,
					})[1]
					ctx:move(card, "main_deck", { position = "bottom" })
					local left = {}
					for _, other in ipairs(rest) do
						if other.id ~= card.id then
							left[#left + 1] = other
						end
					end
					rest = left
				end
			end,
		},
	},
}
