-- Primordial Vault (WoE 357), artifact: At the start of your turn, make a Cultist (only with
-- Cultist as your token creature reference card: KF-TOK-NAMED-1). Action: Destroy 4
-- friendly Cultists (with fewer, each one: as much as it can). If you do (4 destroyed),
-- search your deck and discard pile for
-- Tangaika, reveal it, add it to your hand, and shuffle your deck.
return {
	triggers = {
		{
			on = "turn_began",
			label = "start of your turn: make a Cultist (Primordial Vault)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:rule("make_named_token", "Cultist")
			end,
		},
	},
	action = function(ctx)
		local cultists = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature:name() == "Cultist" then
				table.insert(cultists, creature)
			end
		end
		if #cultists < 4 then
			-- As much as it can: every Cultist is destroyed, and "if you do" fails.
			ctx:destroy(cultists)
			return
		end
		local picked =
			ctx:choose({ prompt = "Destroy which 4 Cultists?", objects = cultists, min = 4, max = 4 })
		ctx:destroy(picked)
		ctx:settle()
		for _, cultist in ipairs(picked) do
			if cultist:is_valid() and not cultist:is_destroyed() then
				return
			end
		end
		local found = ctx:look({ zone = "deck", controller = "you", card = "tangaika" })
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you", card = "tangaika" })) do
			table.insert(found, card)
		end
		local card = ctx:choose({ prompt = "Take which Tangaika?", objects = found, min = 0, max = 1 })[1]
		if card ~= nil then
			ctx:reveal({ card })
			ctx:move(card, "hand")
		end
		ctx:shuffle("deck")
	end,
}
