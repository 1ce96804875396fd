-- Gaia's Songbird: Class Bonus: On Enter: reveal cards from the top of your deck until you
-- reveal a Beast ally card. Put that card into your hand and the rest on the bottom of
-- your deck in a random order. (With no Beast ally card, every card is revealed and all
-- go to the bottom.)
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: reveal until a Beast ally card; it goes to your hand (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local deck = ctx:top(ctx.controller:count("main_deck"))
				local revealed, found = {}, nil
				for _, card in ipairs(deck) do
					table.insert(revealed, card)
					if card:has_type("ally") and card:has_subtype("beast") then
						found = card
						break
					end
				end
				ctx:reveal(revealed)
				if found then
					ctx:move(found, "hand")
				end
				local rest = {}
				for _, card in ipairs(revealed) do
					if found == nil or card.id ~= found.id then
						table.insert(rest, card)
					end
				end
				while #rest > 0 do
					local i = ctx:random(#rest)
					ctx:move(rest[i], "main_deck", { position = "bottom" })
					table.remove(rest, i)
				end
			end,
		},
	},
}
