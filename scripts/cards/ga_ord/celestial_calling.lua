-- Celestial Calling: Class Bonus: this card costs 2 less to activate. Reveal cards from the
-- top of your deck until you reveal an astra element Spell card. Banish that card and put
-- the rest on the bottom of your deck in a random order. At the beginning of your next
-- recollection phase, you may activate the banished card without paying its reserve cost.
-- The delayed part is a trigger kept on for the controller's next turn (a lasting effect);
-- the banished card carries a status naming this card, which the trigger looks for. The
-- activation is the effect's instruction (ctx:play, GA-PLAY-BY-4): whatever its speed.
local function called_by(card)
	return "called by Celestial Calling #" .. tostring(card.id)
end

return {
	statics = {
		{
			reduce = 2,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	resolve = function(ctx)
		local deck = ctx:top(ctx:count({ zone = "main_deck", controller = "you" }))
		local revealed, called = {}, nil
		for _, card in ipairs(deck) do
			revealed[#revealed + 1] = card
			if card:has_element("astra") and card:has_subtype("spell") then
				called = card
				break
			end
		end
		ctx:reveal(revealed)
		local called_id = called and called.id
		local rest = {}
		for _, card in ipairs(revealed) do
			if card.id ~= called_id then
				rest[#rest + 1] = card
			end
		end
		-- A random order: each next card for the bottom drawn at random from those left.
		while #rest > 0 do
			local card = table.remove(rest, ctx:random(#rest))
			ctx:move(card, "main_deck", { position = "bottom" })
		end
		if called ~= nil then
			local id = called.id
			if ctx:banish(called) then
				for _, o in ipairs(ctx:objects({ zone = "banishment", controller = "you" })) do
					if o.id == id then
						ctx:set_status(o, called_by(ctx.this))
					end
				end
				ctx:lasting({ duration = "your_next_turn", effect = { trigger = "celestial_calling" } })
			end
		end
	end,
	triggers = {
		{
			on = "phase_began",
			lasting = "celestial_calling",
			label = "your recollection phase: you may activate the called card without paying its reserve cost",
			applies = function(ctx, event)
				return event.phase == "recollection" and ctx.controller:is_turn_player()
			end,
			resolve = function(ctx)
				local called = {}
				for _, o in ipairs(ctx:objects({ zone = "banishment", controller = "you" })) do
					if o:has_status(called_by(ctx.this)) then
						called[#called + 1] = o
					end
				end
				local card = ctx:choose({
					prompt = "activate the called card without paying its reserve cost?",
					objects = called,
					min = 0,
					max = 1,
				})[1]
				if card ~= nil then
					ctx:play(card, { without_paying = true })
				end
			end,
		},
	},
}
