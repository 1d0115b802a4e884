package sound
