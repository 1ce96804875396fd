-- Reconstructive Surgery: Choose one — Put a buff counter on target Automaton ally; or
-- [Level 2+] return an Automaton ally card from your graveyard to your memory (this option
-- may be chosen only while your champion is level 2 or higher).
return {
	modes = function(ctx)
		local options = { "buff" }
		if ctx:rule("level") >= 2 then
			table.insert(options, "recover")
		end
		return { options = options, choose = 1 }
	end,
	targets = function(_ctx, mode)
		if mode == "buff" then
			return { { label = "Automaton ally", type = "ally", subtype = "automaton", count = 1 } }
		end
		return {}
	end,
	resolve = function(ctx)
		if ctx:mode("buff") then
			ctx:add_counter(ctx:target(1), "buff", 1)
		elseif ctx:mode("recover") then
			local cards =
				ctx:objects({ zone = "graveyard", controller = "you", type = "ally", subtype = "automaton" })
			local card = ctx:choose({
				prompt = "an Automaton ally card to return to your memory",
				objects = cards,
				min = 1,
				max = 1,
			})[1]
			if card then
				ctx:move(card, "memory")
			end
		end
	end,
}
