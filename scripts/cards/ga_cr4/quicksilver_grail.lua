-- Quicksilver Grail: Divine Relic (the deck rule). On Enter: banish a non-champion card from
-- your material deck face down. Banish Quicksilver Grail: you may play the banished card
-- (you still pay its costs). The face-down card goes to banishment, a public zone, so it is
-- not revealed (CR, Revealing 1.a, example). The card remembers which Grail banished it
-- (the Grail's object id): the Grail itself forgets on leaving the field.
local KEY = "banished_by_grail"

return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: banish a non-champion card from your material deck face down",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local cards = {}
				for _, c in ipairs(ctx:look({ zone = "material_deck", controller = "you" })) do
					if not c:has_type("champion") then
						cards[#cards + 1] = c
					end
				end
				local card = ctx:choose({
					prompt = "a non-champion card of your material deck to banish face down",
					objects = cards,
					min = 1,
					max = 1,
				})[1]
				if card == nil then
					return
				end
				local id = card:card_id()
				if not ctx:move(card, "banishment", { face_down = true }) then
					return
				end
				-- The moved card is a new object: the newest of that card in banishment.
				local banished = ctx:look({ zone = "banishment", controller = "you", card = id })
				local b = banished[#banished]
				if b ~= nil then
					ctx:remember(b, KEY, tostring(ctx.this.id))
				end
			end,
		},
	},
	activated = {
		play = {
			resolve = function(ctx)
				local mine = tostring(ctx.this.id)
				for _, b in ipairs(ctx:look({ zone = "banishment", controller = "you" })) do
					local by = b:remembered(KEY)
					if by[1] == mine then
						local yes = ctx:choose({
							prompt = "play " .. b:name() .. ", the card Quicksilver Grail banished?",
							options = { "yes", "no" },
							min = 1,
							max = 1,
						})[1] == "yes"
						if yes then
							ctx:play(b)
						end
						return
					end
				end
			end,
		},
	},
}
